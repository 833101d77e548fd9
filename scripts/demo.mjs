// `npm run demo`: the site on the demo backend (no Java, no Firebase) at http://localhost:5173,
// or at the port given by PORT.
import { bin, run } from './lib/run.mjs';

const port = process.env.PORT ?? '5173';
console.log(
  `[demo] Demo backend (in-memory data, kept in your browser's localStorage) at http://localhost:${port}\n` +
    '[demo] Accounts: admin@clinic.test / admin1234 (owner), frontdesk@clinic.test / frontdesk1234, doctor@clinic.test / doctor1234, editor@clinic.test / editor1234, patient@clinic.test / patient1234.',
);
process.exit(await run(bin('vite'), ['--mode', 'demo', '--port', port, '--strictPort']));
