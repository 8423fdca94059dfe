export { FinanceCalculator } from './components/finance-calculator';
