// The columns visitors read are defined with the rule that decides which posts they may see, in
// post-store/visible.ts. This name is kept only for build-source.server.ts and pages/preview/by-staff.ts,
// which import it; once they import visible.ts, delete this file.
export { postColumns, summaryColumns, type Post, type PostSummary } from '../post-store/visible.ts'
