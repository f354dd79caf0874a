/**
 * Where the images named in a data file live, relative to the content root: the folder
 * named after the file (galleries/induction/2024.yaml -> galleries/induction/2024/), except
 * the team files of every year (team/2026-27.yaml), whose photos share team/ so a member who
 * serves two years keeps one photo.
 */
export function imageFolderOf(relativeFile: string): string {
  const posix = relativeFile.split('\\').join('/');
  if (/^team\/\d{4}-\d{2}\.ya?ml$/.test(posix)) return 'team';
  return posix.replace(/\.ya?ml$/, '');
}
