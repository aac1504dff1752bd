// A module of its own: the prompts' dialog reads the amount without loading every promotion's rules.

/**
 * The force-update bonus (spec §4 force-update modal, §9 "Forced-update bonus 20 pesos"): 20 pesos (hundredths),
 * once per player who has deposited, when the player takes the update by opening the installed app
 * (docs/promotions.md "Force-update bonus"). Its claim is keyed by a designed activity type of its own.
 */
export const UPDATE_BONUS_COIN = 2_000;
export const UPDATE_BONUS_ACTIVITY = 106;
