/** 'Asha Rao' → 'Asha R.': a referrer recognises the friend without learning their full name. */
export function maskedName(fname: string, lname: string): string {
  const first = fname.trim();
  const initial = lname.trim().charAt(0).toUpperCase();
  if (first === '') return initial === '' ? 'A friend' : `${initial}.`;
  return initial === '' ? first : `${first} ${initial}.`;
}
