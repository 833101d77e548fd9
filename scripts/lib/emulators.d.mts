export type EmulatorName = 'auth' | 'firestore' | 'storage' | 'hosting' | 'ui';
export const emulatorProjectId: string;
export function emulatorPort(name: EmulatorName): number;
export function emulatorAddress(name: EmulatorName): string;
