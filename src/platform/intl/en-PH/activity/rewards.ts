/** en-PH messages of the rewards list, reward detail and the sign-up bonus (signPay, sign) (issue 6); part of ../activity.ts. */
export const rewardsMessages = {} as const satisfies Record<string, string>;
