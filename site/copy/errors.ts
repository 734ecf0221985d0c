export const errorCopy = {
  notFound: {
    code: '404',
    heading: 'Oops! Page not found',
    explanation:
      'The page you are looking for does not exist or may have moved. Check the address, or start again from the home page.',
    log: '404 Error: no page exists at',
  },
  failed: {
    code: '500',
    heading: 'Something went wrong',
    explanation: 'This page could not be displayed. Please try again in a moment, or return to the home page.',
  },
  home: 'Return to Home',
}
