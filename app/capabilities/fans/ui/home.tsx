import { HomeSignup } from "../components/site/HomeSignup.tsx";

export default { "fans-signup": HomeSignup };
