.__id__ {
  padding: 1.5rem 1rem calc(1.5rem + var(--safe-bottom));
}

.__id____headline {
  margin: 0 0 0.5rem;
  font-size: 1.375rem;
  color: var(--color-primary);
}

.__id____description {
  margin: 0 0 1rem;
  color: var(--color-text-secondary);
}

.__id____participants {
  margin: 0;
  font-weight: 600;
}
