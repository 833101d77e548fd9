/** The admin tools shared by features: the editor page (load, create, update) and the editor of titled entries (FAQs, services). */
export { AdminEditorPage, type EditedThing } from './AdminEditorPage';
export { TitledEntryEditorPage, type TitledEntryEditorConfig } from './TitledEntryEditor';
