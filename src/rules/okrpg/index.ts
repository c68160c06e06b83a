export { initiativeAp } from "./initiative";
