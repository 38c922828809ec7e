// The tag of the images `npm run images` builds, which the containerized stack runs.
export const imageOf = (service) => `reelmix/${service}:local`;
