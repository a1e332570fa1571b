/** A customer as the desk names them: their name, or their account number when they never gave one (a phone sign-up). */
export function customerName(row: { id: number; fname: string; lname: string }): string {
  return `${row.fname} ${row.lname}`.trim() || `Customer #${row.id}`;
}

/** "Asha Rao (#12)": the audit log's way, unambiguous between two customers of one name. */
export function customerLabel(row: { id: number; fname: string; lname: string }): string {
  const name = `${row.fname} ${row.lname}`.trim();
  return name ? `${name} (#${row.id})` : `customer #${row.id}`;
}
