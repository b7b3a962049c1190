export declare const FIXTURES_DIR: string;
export interface ListingPortal {
  origin: string;
  port: number;
  hits: Map<string, number>;
  total(): number;
  close(): Promise<void>;
}
export declare function startListingPortal(opts?: {
  port?: number;
  host?: string;
  root?: string;
  unref?: boolean;
}): Promise<ListingPortal>;
