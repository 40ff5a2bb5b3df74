# Unknown pipeline tag
