import { makeStaticStyles } from '@fluentui/react-components';

/** The smallest tap target on a touch screen (WCAG 2.5.5, Apple and Material guidance). */
export const minTouchTargetPx = 44;

/**
 * On touch screens (`pointer: coarse`) every Fluent control the signed-in app uses is at least
 * 44 by 44 px: buttons (icon-only ones too), tabs, nav items, fields, checks, radios and
 * switches, and links standing alone (in lists, the top bar, or marked `data-standalone`). Mouse and keyboard layouts keep Fluent's sizes.
 * Fluent's stable `fui-*` class names are the hook, so no component is rebuilt. A string, not
 * an object: Griffel's static object form drops rules nested in `@media`. Each selector starts
 * with `html` to outrank Fluent's one-class atomic rules (a large field's `min-height: 40px`).
 */
export const useTouchTargets = makeStaticStyles(`
@media (pointer: coarse) {
  html .fui-Button, html .fui-ToggleButton, html .fui-MenuButton, html .fui-CompoundButton,
  html .fui-SplitButton__primaryActionButton, html .fui-SplitButton__menuButton,
  html .fui-Tab, html .fui-NavItem, html .fui-MenuItem, html .fui-Option,
  html .fui-Input, html .fui-SearchBox, html .fui-Select__select, html .fui-Combobox,
  html .fui-Dropdown, html .fui-SpinButton, html .fui-Textarea,
  html .fui-Checkbox, html .fui-Radio, html .fui-Switch,
  html .fui-InteractionTagPrimary, html .fui-InteractionTagSecondary {
    min-height: ${minTouchTargetPx}px;
  }
  /* Not outranking Fluent here: a text button keeps its wider minimum. */
  .fui-Button, .fui-ToggleButton, .fui-MenuButton, .fui-CompoundButton,
  .fui-SplitButton__primaryActionButton, .fui-SplitButton__menuButton, .fui-Tab {
    min-width: ${minTouchTargetPx}px;
  }
  html .fui-Input__input, html .fui-SearchBox__input, html .fui-Combobox__input,
  html .fui-SpinButton__input {
    align-self: stretch;
  }
  html .fui-Checkbox, html .fui-Radio, html .fui-Switch { align-items: center; }
  html .fui-Checkbox__input, html .fui-Radio__input, html .fui-Switch__input {
    min-width: ${minTouchTargetPx}px;
    min-height: ${minTouchTargetPx}px;
  }
  html li > a[href], html header a[href], html a[href][data-standalone] {
    display: inline-flex;
    align-items: center;
    min-height: ${minTouchTargetPx}px;
  }
}
`);
