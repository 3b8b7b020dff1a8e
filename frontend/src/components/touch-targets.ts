import { makeStaticStyles } from '@fluentui/react-components';

/** The smallest tap target on a touch screen (WCAG 2.5.5, Apple and Material guidance). */
export const minTouchTargetPx = 44;

/**
 * On touch screens (`pointer: coarse`) every Fluent control the signed-in app uses is at least
 * 44 by 44 px: buttons (icon-only ones too), tabs, nav items, fields, checks, radios and
 * switches, and links standing alone (in lists, the top bar, or marked `data-standalone`). Mouse and keyboard layouts keep Fluent's sizes.
 * Fluent's stable `fui-*` class names are the hook, so no component is rebuilt. A string, not
 * an object: Griffel's static object form drops rules nested in `@media`.
 */
export const useTouchTargets = makeStaticStyles(`
@media (pointer: coarse) {
  .fui-Button, .fui-ToggleButton, .fui-MenuButton, .fui-CompoundButton,
  .fui-SplitButton__primaryActionButton, .fui-SplitButton__menuButton,
  .fui-Tab, .fui-NavItem {
    min-height: ${minTouchTargetPx}px;
    min-width: ${minTouchTargetPx}px;
  }
  .fui-MenuItem, .fui-Option, .fui-Input, .fui-SearchBox, .fui-Select__select, .fui-Combobox, .fui-Dropdown,
  .fui-SpinButton, .fui-Textarea, .fui-Checkbox, .fui-Radio, .fui-Switch,
  .fui-InteractionTagPrimary, .fui-InteractionTagSecondary {
    min-height: ${minTouchTargetPx}px;
  }
  .fui-Input__input, .fui-SearchBox__input, .fui-Combobox__input, .fui-SpinButton__input {
    align-self: stretch;
  }
  .fui-Checkbox, .fui-Radio, .fui-Switch { align-items: center; }
  .fui-Checkbox__input, .fui-Radio__input, .fui-Switch__input {
    min-width: ${minTouchTargetPx}px;
    min-height: ${minTouchTargetPx}px;
  }
  li > a[href], header a[href], a[href][data-standalone] {
    display: inline-flex;
    align-items: center;
    min-height: ${minTouchTargetPx}px;
  }
}
`);
