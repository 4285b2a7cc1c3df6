export { $schemeChoice, schemeChosen } from './model/color-scheme';
export { ColorSchemePicker } from './ui/ColorSchemePicker';
