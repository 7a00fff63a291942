// How the brand form draws the manifest's fields: which field gets which widget (colours,
// images, the language picker, pattern fields, ordered lists), and words for the choice between
// a text's two shapes where the schema gives rjsf none (it would say "Option 1", "Option 2").
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { THEME_TOKENS } from '#schemas/constants.ts';
import { LOCALIZED_MARK } from '#schemas/localized.ts';

const themeUi = (theme: string) =>
  Object.fromEntries(
    THEME_TOKENS.map((token) => [token, { 'ui:widget': 'colour', 'ui:options': { theme, token } }]),
  );

type Node = RJSFSchema & { properties?: Record<string, Node> };
const propertiesOf = (schema: RJSFSchema, ...path: string[]): string[] => {
  let node: Node | undefined = schema as Node;
  for (const key of path) node = node?.properties?.[key];
  return Object.keys(node?.properties ?? {});
};

/** The form's widgets by field, for the schema the studio server serves. */
export function formUi(schema: RJSFSchema): UiSchema {
  const order = { 'ui:widget': 'order' };
  return {
    'ui:submitButtonOptions': { norender: true },
    themes: { dark: themeUi('dark'), light: themeUi('light') },
    branding: {
      logo: { 'ui:widget': 'image', 'ui:options': { role: 'logo' } },
      favicon: { 'ui:widget': 'image', 'ui:options': { role: 'favicon' } },
    },
    languages: { available: { 'ui:widget': 'languages' } },
    registration: {
      fields: Object.fromEntries(
        propertiesOf(schema, 'registration', 'fields').map((field) => [
          field,
          { acceptedPattern: { 'ui:widget': 'pattern', 'ui:options': { field } } },
        ]),
      ),
    },
    home: { sections: order },
    games: {
      categories: Object.fromEntries(
        propertiesOf(schema, 'games', 'categories').map((category) => [category, order]),
      ),
    },
  };
}

/** The schema with each localized text's two shapes named, as the chooser then reads them. */
export function withShapeTitles(
  schema: RJSFSchema,
  titles: { one: string; perLanguage: string },
): RJSFSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    if (out.$comment === LOCALIZED_MARK && Array.isArray(out.anyOf)) {
      const [one, perLanguage] = out.anyOf as object[];
      out.anyOf = [
        { ...one, title: titles.one },
        { ...perLanguage, title: titles.perLanguage },
      ];
    }
    return out;
  };
  return walk(schema) as RJSFSchema;
}
