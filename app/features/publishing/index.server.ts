export { buildAtomFeed, FEED_PATH } from './atom-feed.server'
export { announcePublication, publishPost, schedulePost, unpublishPost } from './change-post-state.server'
export { onInsightPublished } from './on-insight-published.server'
export { createPreviewLink, findPreviewPost, getPostForEditing, PREVIEW_PATH } from './preview-link.server'
export { publishDuePosts, startScheduledPublishing } from './publish-due-posts.server'
export {
  findPublished,
  invalidatePublishedPosts,
  listPublished,
  publishedPagesVersion,
  type PublishedLookup,
} from './published-posts.server'
export { getRevisionPair, listPostsForAdmin, listRevisionsOf, listUploadedImages } from './list-posts.server'
export { restoreRevision } from './restore-revision.server'
export { renderPostBody, sanitizeBodyHtml } from './sanitize-body.server'
export { contentOf, createPost, updatePost, type SaveResult } from './save-post.server'
export { storeImage, type ImageRefusal } from './store-image.server'
export { readImageUpload } from './read-image-upload.server'
export { buildPostPage, toTeaser, type PostPage } from './post-page.server'
export { listAuthorChoices } from './post-authors.server'
export { toImageView } from './post-view.server'
