/** The key that opens the Rules panel: "l" (look up), free on every screen. */
export const RULES_KEY = 'l';
