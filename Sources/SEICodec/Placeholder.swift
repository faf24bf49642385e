public enum SEIPlaceholder {}
