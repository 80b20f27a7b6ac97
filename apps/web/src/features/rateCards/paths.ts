/** The rate card list; a card opens at `${RATE_CARDS_PATH}/${id}`, a new one at `${RATE_CARDS_PATH}/new`. */
export const RATE_CARDS_PATH = '/financeManagement/rateCards';
