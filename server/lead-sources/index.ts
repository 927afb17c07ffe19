/**
 * What other features may use of the lead-sources room: the `lead_source` field the lead forms
 * carry, the inbox's source filters and the source columns as the inbox shows and exports them.
 */
export { LEAD_SOURCE_FIELD, LEAD_SOURCE_MAX_CHARS, leadSourceFieldDoc, leadSourceOf, formPageAddress } from './lead-source-field';
export { sourceConditions, sourceFilterDocs, sourceFilterEntries, sourceFilterOf, type SourceFilter } from './source-filters';
export { SOURCE_EXPORT_COLUMNS, detailSource, leadSourceDetail, sourceExportCells, summarySource, summarySourceEntries } from './lead-source-views';
