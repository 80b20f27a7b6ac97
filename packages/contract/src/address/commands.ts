import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { comboBoxOutput } from '../order/commands.ts';
import { addressComboBoxInput, addressIdInput, addressView, listAddressesInput, saveAddressInput, setAddressFlagInput } from './address.ts';

/** enterpriseManagement/addressBook: the company's saved receivers and senders. */
export const listAddresses = declareCommand({
  service: 'main', command: 'listAddresses', permission: 'address.view', input: listAddressesInput, output: pageOf(addressView),
  summary: "The company's saved receivers and senders with their phones masked, common and default first, by type, text, country or flag.",
});

export const saveAddress = declareCommand({
  service: 'main', command: 'saveAddress', permission: 'address.edit', input: saveAddressInput, output: z.object({ id: z.number() }),
  summary: 'Add an address (no id) or change one: alias up to 8 characters (required for receivers), phone digits only, at most 4 common receivers and 4 defaults per type.',
});

export const setAddressFlag = declareCommand({
  service: 'main', command: 'setAddressFlag', permission: 'address.edit', input: setAddressFlagInput, output: emptyOutput,
  summary: 'Mark an address common (receivers only) or default, or clear the mark; the limits of 4 apply.',
});

export const deleteAddress = declareCommand({
  service: 'main', command: 'deleteAddress', permission: 'address.edit', input: addressIdInput, output: emptyOutput,
  summary: 'Delete a saved address; orders keep the copy they were filled with.',
});

export const addressComboBox = declareCommand({
  service: 'main', command: 'addressComboBox', permission: 'order.view', input: addressComboBoxInput, output: comboBoxOutput,
  summary: "The order form's address-book picker: the company's receivers or senders by alias, name, company or city, whole, to fill the form.",
});

export const addressDeclarations = [listAddresses, saveAddress, setAddressFlag, deleteAddress, addressComboBox];
