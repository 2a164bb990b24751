/** The D1 session bookmark the API answers, which a client sends back so its reads never go back in time. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
