/** en-PH messages of the wallet (issue 5): deposit, bank cards, withdrawal, KYC, records, points, safe box; spread into the catalogue by ../en-PH.ts. */
export const walletMessages = {} as const satisfies Record<string, string>;
