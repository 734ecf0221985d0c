import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { CannotInstallError, installDebianPackages } from './debian-package.ts'

/** Where Debian's packages put each major version's programs: /usr/lib/postgresql/<major>/bin. */
const debianRoot = '/usr/lib/postgresql'
const programs = ['initdb', 'postgres', 'psql', 'pg_config']
const need = 'The Supabase CLI tests need PostgreSQL with the plpgsql_check extension (which `supabase db lint` runs)'

export type PostgresLookup = { found: true; binDir: string } | { found: false; reason: string }

/** The newest PostgreSQL major version installed from Debian's packages. */
function debianMajor(): number | undefined {
  if (!existsSync(debianRoot)) return undefined
  const majors = readdirSync(debianRoot)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(debianRoot, name, 'bin', 'postgres')))
    .map(Number)
  return majors.length > 0 ? Math.max(...majors) : undefined
}

function hasPlpgsqlCheck(binDir: string): boolean {
  const shareDir = execFileSync(join(binDir, 'pg_config'), ['--sharedir'], { encoding: 'utf8' }).trim()
  return existsSync(join(shareDir, 'extension', 'plpgsql_check.control'))
}

/** PostgreSQL's programs (initdb, postgres, psql): $POSTGRES_BIN_DIR, or the newest Debian install; else why not. */
export function findPostgres(): PostgresLookup {
  const fromEnv = process.env.POSTGRES_BIN_DIR
  const major = debianMajor()
  const binDir = fromEnv || (major === undefined ? undefined : join(debianRoot, String(major), 'bin'))
  if (!binDir)
    return {
      found: false,
      reason: `${need}, and it is not installed. Install it (Debian/Ubuntu: sudo apt-get install -y postgresql, then postgresql-<major>-plpgsql-check), or set POSTGRES_BIN_DIR to the folder of its initdb, postgres and psql.`,
    }
  const absent = programs.filter((name) => !existsSync(join(binDir, name)))
  if (absent.length > 0)
    return {
      found: false,
      reason: `${need}, but ${binDir} has no ${absent.join(', ')}. Point POSTGRES_BIN_DIR at the folder that has them.`,
    }
  if (!hasPlpgsqlCheck(binDir))
    return {
      found: false,
      reason: `${need}, and the PostgreSQL in ${binDir} lacks that extension. Install it (${fromEnv ? 'https://github.com/okbob/plpgsql_check' : `Debian/Ubuntu: sudo apt-get install -y postgresql-${major}-plpgsql-check`}).`,
    }
  return { found: true, binDir }
}

/**
 * Makes sure PostgreSQL and plpgsql_check are installed: as root on Debian it installs the
 * distribution's packages; elsewhere it answers why the tests that need them will be skipped.
 */
export async function ensurePostgres(): Promise<PostgresLookup> {
  const found = findPostgres()
  if (found.found || process.env.POSTGRES_BIN_DIR) return found
  try {
    if (debianMajor() === undefined)
      await installDebianPackages({
        missing: `${need}, and PostgreSQL is not installed.`,
        packages: ['postgresql'],
        otherwise: 'set POSTGRES_BIN_DIR to the folder of its initdb, postgres and psql',
      })
    const major = debianMajor()
    if (major === undefined) throw new Error('apt-get installed postgresql, but no PostgreSQL was found afterwards.')
    if (!hasPlpgsqlCheck(join(debianRoot, String(major), 'bin')))
      await installDebianPackages({
        missing: `${need}, and PostgreSQL ${major} does not have it.`,
        packages: [`postgresql-${major}-plpgsql-check`],
        otherwise: 'set POSTGRES_BIN_DIR to a PostgreSQL that has it',
      })
  } catch (error) {
    if (error instanceof CannotInstallError) return { found: false, reason: error.message }
    throw error
  }
  return findPostgres()
}
