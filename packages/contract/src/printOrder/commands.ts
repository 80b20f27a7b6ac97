import { declareCommand, pageOf } from '../command.ts';
import { taskView } from '../task/index.ts';
import { getPrintOptionInput, listPrintJobsInput, printedOrders, printJobRow, printOption, printOrdersInput, scannedOrder, scanToPrintInput } from './printOrder.ts';

export const printOrders = declareCommand({
  service: 'main', command: 'printOrders', permission: 'order.print', input: printOrdersInput, output: printedOrders,
  summary: 'Print the chosen or all filtered orders (up to 1,000, of one channel) into one PDF, each with its template; answers its link. Orders printed before need confirmReprint (else 20161); orders to get a label move on to ship.',
});

export const startPrintTask = declareCommand({
  service: 'main', command: 'startPrintTask', permission: 'order.print', input: printOrdersInput, output: taskView,
  summary: 'The same print as printOrders for up to 10,000 orders, as a background task with progress; its result file is the PDF.',
});

export const scanToPrint = declareCommand({
  service: 'main', command: 'scanToPrint', permission: 'order.scanPrint', input: scanToPrintInput, output: scannedOrder,
  summary: 'Print the label of the order a scanned waybill, order, reference or sub-waybill number names (202406 when none, 10053 when several); answers its PDF link for the print agent.',
});

export const listPrintJobs = declareCommand({
  service: 'main', command: 'listPrintJobs', permission: 'printLog.view', input: listPrintJobsInput, output: pageOf(printJobRow),
  summary: 'One page of the print log, newest first: who printed which order, when, with which template, on which printer, first print or reprint (at most 31 days).',
});

export const getPrintOption = declareCommand({
  service: 'main', command: 'getPrintOption', permission: 'order.print', input: getPrintOptionInput, output: printOption,
  summary: "What the company's orders of a transport mode print with: its enabled templates by type and the built-in label layout.",
});

export const printOrderDeclarations = [printOrders, startPrintTask, scanToPrint, listPrintJobs, getPrintOption];
