import type { Feature } from 'write-excel-file/node';
import {
  appendMarkupInsideElement,
  findElement,
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
  sanitizeTextContent,
} from 'write-excel-file/utility';

/**
 * write-excel-file writes no autofilter: this feature puts one on a sheet's first `lignes` rows and `colonnes` columns
 * (header row included), with the hidden _xlnm._FilterDatabase name Excel itself keeps beside it.
 */
export function autoFilter<F>(sheet: string, lignes: number, colonnes: number): Feature<F> {
  const fin = getCellAddress(lignes - 1, colonnes - 1);
  const ref = `A1:${fin}`;
  const plage = `'${sheet.replace(/'/g, "''")}'!$A$1:${fin.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2')}`;
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, options) =>
            options.sheet !== sheet
              ? xml
              : insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  getSelfClosingTagMarkup('autoFilter', { ref }),
                  getOrderOfSiblings('xl/worksheets/sheet{id}.xml', 'worksheet') ?? [],
                  'worksheet',
                ),
        },
        'xl/workbook.xml': {
          transform: (xml, sheets) => {
            const index = sheets.findIndex((s) => s.sheet === sheet);
            if (index === -1) return xml;
            const nom = `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${sanitizeTextContent(plage)}</definedName>`;
            const noms = findElement(xml, 'definedNames');
            return noms
              ? appendMarkupInsideElement(xml, noms, nom)
              : insertElementMarkupAccordingToOrderOfSiblings(
                  xml,
                  `<definedNames>${nom}</definedNames>`,
                  getOrderOfSiblings('xl/workbook.xml', 'workbook') ?? [],
                  'workbook',
                );
          },
        },
      },
    },
  };
}
