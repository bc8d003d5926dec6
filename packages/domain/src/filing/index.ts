export {
  buildFilingChecklist,
  CHECKLIST_STATUSES,
  LETTER_ISSUES_SHOWN,
  MANUAL_CHECKLIST_ITEMS,
  type ChecklistDocument,
  type ChecklistGroup,
  type ChecklistItem,
  type ChecklistItemId,
  type ChecklistLetter,
  type ChecklistLetterApproval,
  type ChecklistLetterIssue,
  type ChecklistRecommendation,
  type ChecklistStatus,
  type ChecklistTarget,
  type FilingChecklist,
  type FilingChecklistInput,
  type ManualChecklistItem,
} from './checklist';
export { exhibitHeading, orderExhibits, type ExhibitDocument, type FiledExhibit, type FilingPetitionType } from './exhibit-groups';
export { looksEnglish } from './looks-english';
