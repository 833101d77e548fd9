/**
 * Why image upload cannot work in this build, or null when it can. `npm run dev` sets
 * VITE_STORAGE_EMULATOR=off when it runs the site on emulators without Storage (its rules runtime
 * is a download this machine cannot make): the editor then says so instead of failing on upload.
 */
export const imageUploadUnavailable: string | null =
  import.meta.env.VITE_STORAGE_EMULATOR === 'off'
    ? 'Image upload needs the Storage emulator, which cannot start on this machine. Everything else works; posts can be saved without an image.'
    : null;
