/** en-PH messages of the first-charge page and modal, the home activity modal (issue 6); part of ../activity.ts. */
export const firstChargeMessages = {} as const satisfies Record<string, string>;
