export { createFormSubmit, type FormSubmitConfig, focusField } from './create-form-submit';
export { createPageResource, type PageResource, type PageStatus } from './create-page-resource';
export { failedWithCode } from './failed-with-code';
