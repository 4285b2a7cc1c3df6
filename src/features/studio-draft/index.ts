export { createKeyedDraft } from './lib/keyed-draft';
export { fenToYuan, yuanToFen } from './lib/money';
export { type ContentEditorModel, createContentEditor } from './model/content-editor';
export { failureMessage, focusFieldFx, newRequestId } from './model/form-effects';
export { type LessonTarget, lessonCoverBusy, lessonCoverChanged, lessonFormOpened } from './model/lesson-form';
export { ContentEditor } from './ui/ContentEditor';
export { Choices, describedBy, Field } from './ui/Field';
export { LessonEditor } from './ui/LessonEditor';
export { COVER_LABEL, type CoverSlot, DistributionFields, PriceField } from './ui/SaleFields';
