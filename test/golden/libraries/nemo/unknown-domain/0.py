# tag did not correspond to a valid NeMo domain.
