// The two databases the migrations run on.
export type DialectName = 'sqlite' | 'postgres';
