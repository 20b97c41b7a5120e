/**
 * Marks controls inside a page's content that are not part of its text (the page
 * actions under the title): the Markdown copy of the page and the search index
 * leave an element with this attribute out.
 */
export const pageChromeAttribute = 'data-page-chrome';
