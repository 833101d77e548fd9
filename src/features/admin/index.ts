/**
 * The admin tools shared by features: the editor page (load, create, update), the editor of
 * titled entries (FAQs, services), the line that says what is live on the public pages, and
 * their shared words.
 */
export { AdminEditorPage, type EditedThing } from './AdminEditorPage';
export { TitledEntryEditorPage, type TitledEntryEditorConfig } from './TitledEntryEditor';
export { PublishStatus } from './PublishStatus';
export { adminMessages, type AdminMessages } from './messages';
export { TranslationFields, type TitledTranslations } from './TranslationFields';
