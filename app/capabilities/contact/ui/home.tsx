import { HomeContact } from "../components/site/HomeContact.tsx";

export default { contact: HomeContact };
