/*
 * The sales-contract module's public face: the customer's vehicle sales contract (its PDF, e-signing, and the
 * contract staff attach). Other modules, app.ts and the command-line entries import this file only
 * (.dependency-cruiser.cjs).
 */
export { contractRoutes } from './contract.routes';
export { contractService } from './contract.service';
export { staffContractRoutes } from './staff-contract.routes';
export { staffContractService } from './staff-contract.service';
