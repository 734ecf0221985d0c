// The admin is a work tool: on wide screens it takes the room, so the editor can set the text and
// its preview side by side with each wide enough to work in. Its bar and its pages share the width.
/** Added to the admin's containers, which are otherwise the site's width. */
export const adminWidth = '2xl:max-w-[112rem]'
