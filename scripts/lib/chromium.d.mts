export const chromePath: string | undefined;
export const chromeFlags: string[];
