// A home section shows scroll arrows only when its games overflow one row (spec §2); which
// sections the home has is schemas/categories.ts (homeSections in lib/categories.ts).
export const sectionHasArrows = (items: number, above: number) => items > above;
