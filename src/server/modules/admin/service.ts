import type { AdminStats } from '../../../domain/schemas/imports';
import type { Db } from '../../db/client';
import { countEstablishments } from '../establishments';
import type { ImportService } from '../imports';

/** The admin dashboard's figures, gathered from the modules that hold them. */
export function createAdminService(db: Db, deps: { imports: ImportService }) {
  return {
    async stats(): Promise<AdminStats> {
      const [counts, lastImport] = await Promise.all([countEstablishments(db), deps.imports.lastCompleted()]);
      return {
        totalEstablishments: counts.total,
        withGoogleRatings: counts.withGoogleRatings,
        lastImportCount: lastImport.count,
        lastImportDate: lastImport.completedAt,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
