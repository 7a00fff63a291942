// rjsf's select, named for assistive technology where rjsf gives it no label: the chooser
// between a field's shapes (one text for every language, or a text per language) is drawn
// without one, and an unnamed select cannot be found by a screen-reader user.
import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';

function defaultSelect() {
  const widget = getDefaultRegistry().widgets.SelectWidget;
  if (!widget) throw new Error('rjsf has no SelectWidget');
  return widget;
}
const BaseSelect = defaultSelect();

/** rjsf's id suffixes of the shape chooser (MultiSchemaField). */
const SHAPE_CHOOSER = /__(any|one)of_select$/;

export function SelectWidget(props: WidgetProps) {
  return (
    <>
      {SHAPE_CHOOSER.test(props.id) && (
        <label htmlFor={props.id} className="visually-hidden">
          {props.label}
        </label>
      )}
      <BaseSelect {...props} />
    </>
  );
}
