// Types of what the browser tests import from e2e-fixtures.mjs.
export declare const e2eStaff: { email: string; password: string; totpSecret: string };
export declare const e2eAdmin: { email: string; password: string; totpSecret: string };
export declare const e2eClockToken: string;
