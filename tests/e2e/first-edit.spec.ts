// The first Edit runs the example as the site's build compiled it for the web
// (src/plugins/rsd-examples): the editor opens and the preview frame renders without the
// compiler, which loads once the reader changes the code (its worker's files are
// assets/js/rsd-playground-compiler*.js).
import {
  test,
  expect,
  editorStatus,
  firstCompile,
  inPreview,
  openEditor,
  previewFrame,
  replaceCode,
} from './fixtures';

test('Edit renders the example without the compiler; changing the code loads it', async ({
  page,
}) => {
  const compiler: string[] = [];
  page.on('request', (request) => {
    if (/\/rsd-playground-compiler[^/]*\.js$/.test(new URL(request.url()).pathname))
      compiler.push(request.url());
  });
  const figure = await openEditor(page, 'api/css/create/', 'HoverButton');
  await expect(previewFrame(figure).getByRole('button')).toHaveText('Save changes');
  expect(compiler).toEqual([]);
  await replaceCode(
    page,
    figure,
    `import {html} from 'react-strict-dom';\nexport function HoverButton() {\n  return <html.button>Edited</html.button>;\n}\n`,
  );
  await inPreview(
    (timeout) => expect(previewFrame(figure).getByRole('button')).toHaveText('Edited', {timeout}),
    firstCompile,
  );
  await expect(editorStatus(figure)).toHaveAttribute('data-live-editor', 'rendered');
  expect(compiler.length).toBeGreaterThan(0);
});
