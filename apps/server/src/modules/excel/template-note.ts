import { CONTENT_TYPE, DOC_RELS, MAIN, XML } from './export-parts.ts';
import { xmlText } from './xml-escape.ts';

const VML_NAMESPACES = 'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"';

/** The content types the notes add: their drawings by extension, each comments part by name. */
export function noteTypes(sheetNumbers: readonly number[]): string {
  return `<Default Extension="vml" ContentType="${CONTENT_TYPE}.vmlDrawing"/>`
    + sheetNumbers.map((number) => `<Override PartName="/xl/comments${number}.xml" ContentType="${CONTENT_TYPE}.spreadsheetml.comments+xml"/>`).join('');
}

/** Where the sheet says it has a note: after everything else it holds. */
export const NOTE_DRAWING = '<legacyDrawing r:id="rId2"/>';

/**
 * A note on cell A2 of sheet `number` (1-based), as Excel stores one: the comment's text, the VML shape Excel draws
 * it in (hidden until the cell is pointed at), and the sheet's relationships to both.
 */
export function noteParts(number: number, author: string, text: string): [name: string, xml: string][] {
  return [
    [`xl/comments${number}.xml`, `${XML}<comments xmlns="${MAIN}"><authors><author>${xmlText(author)}</author></authors><commentList>`
      + `<comment ref="A2" authorId="0"><text><r><t xml:space="preserve">${xmlText(text)}</t></r></text></comment></commentList></comments>`],
    [`xl/drawings/vmlDrawing${number}.vml`, `<xml ${VML_NAMESPACES}><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${number}"/></o:shapelayout>`
      + '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>'
      + `<v:shape id="_x0000_s${number * 1024 + 1}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:60pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">`
      + '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>'
      + '<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>1, 15, 0, 2, 4, 15, 4, 4</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>1</x:Row><x:Column>0</x:Column></x:ClientData></v:shape></xml>'],
    [`xl/worksheets/_rels/sheet${number}.xml.rels`, `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + `<Relationship Id="rId1" Type="${DOC_RELS}/comments" Target="../comments${number}.xml"/>`
      + `<Relationship Id="rId2" Type="${DOC_RELS}/vmlDrawing" Target="../drawings/vmlDrawing${number}.vml"/></Relationships>`],
  ];
}
