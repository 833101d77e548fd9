/** Staff and roles: Admin → Staff (the route table loads StaffPage lazily), and the roles' names for other staff pages. */
export { roleWords, staffMessages } from './messages';
