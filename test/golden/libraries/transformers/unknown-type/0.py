# Type of model unknown
